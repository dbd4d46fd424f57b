import { Fragment, type ReactNode } from "react";

export type RichParts = Readonly<Record<string, (inner: string) => ReactNode>>;

const TAG = /<(\w+)(?:\/>|>(.*?)<\/\1>)/g;

// The translator keeps the words around the element in their order; the code supplies the element.
export function richText(text: string, parts: RichParts): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const build = parts[name];
    nodes.push(<Fragment key={at}>{build ? build(inner) : inner}</Fragment>);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes.length === 1 ? nodes[0] : nodes;
}
