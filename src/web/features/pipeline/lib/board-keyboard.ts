/**
 * The board's keyboard dragging (issue #34 item 3, dnd-kit's `KeyboardSensor`): an arrow key
 * takes the picked-up card straight to the next column it may be dropped on — Right or Down to
 * the next one in the board's order, Left or Up to the one before — instead of nudging it a few
 * pixels. Columns the card may not go to are disabled droppables and are skipped.
 */
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const forward: readonly string[] = [KeyboardCode.Right, KeyboardCode.Down];
const backward: readonly string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * Where the dragged card goes on an arrow key: the top of the nearest enabled column in that
 * direction (by the columns' left edges), centred in it; `undefined` (stay) when there is none.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = forward.includes(event.code) ? 1 : backward.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const here = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ rect, centre: rect.left + rect.width / 2 }] : [];
    })
    .filter(({ centre }) => (step > 0 ? centre > here + 1 : centre < here - 1))
    .sort((a, b) => (a.centre - b.centre) * step);
  const target = columns[0]?.rect;
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + 56,
  };
};
