/**
 * Works around a Preact hydration quirk (docs/decisions/047-preact.md). The prerendered HTML holds
 * adjacent texts as one text node (`<span>{n}.</span>` arrives as `<span>1.</span>`); hydrating,
 * Preact gives the first text its own value and creates nodes for the rest, but it compares the
 * node's text with the value loosely (`"1." == 1` is true) and so leaves a number's node as it
 * is: the page showed "1..". Preact calls `options.vnode` for every node it creates, text nodes
 * included (`type` null, `props` the text): a number is passed on as its string, which compares
 * strictly with the text and renders the same.
 */
import { options, type VNode } from 'preact';

/** Installs the hook once, before the app renders or hydrates; keeps any hook already there. */
export function renderNumbersAsText(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const node = vnode as { type: unknown; props: unknown };
    if (node.type === null && typeof node.props === 'number') node.props = String(node.props);
    previous?.(vnode);
  };
}
