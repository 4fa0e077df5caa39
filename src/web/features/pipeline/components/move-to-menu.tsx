import { ArrowRightLeft } from 'lucide-react';
import {
  pipelineStageLabels,
  type ManualStage,
  type PipelineCard,
} from '../../../../shared/pipeline/schemas';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/**
 * A card's "Move to…" menu (issue #34 item 3): the keyboard's and the phone's way to move a card,
 * beside dragging. It offers exactly the card's `moves` — the stages the server allows by hand
 * now — and nothing when there are none. Not a fit asks for the reason next.
 */
export function MoveToMenu({
  card,
  onMove,
}: {
  card: PipelineCard;
  onMove: (card: PipelineCard, stage: ManualStage) => void;
}) {
  if (card.moves.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Move ${card.name} to…`} data-move-to="">
          <ArrowRightLeft aria-hidden="true" />
          Move to…
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        {card.moves.map((stage) => (
          <DropdownMenuItem
            key={stage}
            variant={stage === 'not_a_fit' ? 'destructive' : 'default'}
            onSelect={() => onMove(card, stage)}
          >
            {stage === 'not_a_fit' ? 'Not a fit…' : pipelineStageLabels[stage]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
