/**
 * The site's German typography (src/lib/typography.ts) for Markdown and MDX, at build time: a
 * hast plugin for Astro's Markdown processor (astro.config.mjs), which MDX inherits. It typesets,
 * as `typesetDeep` does for the content modules:
 *
 * - every text node (code stays as written);
 * - the copy attributes of MDX components ('<LegalSection title="§ 10 …">'), never targets and
 *   ids (`href`, `id`, …);
 * - the JSX text and copy attributes inside MDX expressions ('{vatId && <p>… § 27a UStG …</p>}'),
 *   edited in the expression's source at the positions its syntax tree gives.
 *
 * Values of expressions come from the content modules, typeset already. A unit right after an
 * expression ('{facts.freeDeliveryKm} km') keeps with it, as it keeps with a number.
 */
import {
  defineHastPlugin,
  type EstreeProgram,
  type HastNode,
  type HastVisitorContext,
  type MdxFlowExpressionHast,
  type MdxJsxFlowElementHast,
  type MdxJsxTextElementHast,
  type MdxTextExpressionHast,
} from 'satteri';
import { isCopyKey, typeset } from './typography.ts';
import { NBSP } from './typography-marks.ts';

type MdxJsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type MdxExpression = (MdxFlowExpressionHast | MdxTextExpressionHast) & { parseExpression(): EstreeProgram | null };

/** Elements whose text is code or markup, never copy. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);

function typesetAttributes<T extends MdxJsxElement>(node: Readonly<T>): T | undefined {
  let changed = false;
  const attributes = node.attributes.map((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || !isCopyKey(attribute.name))
      return attribute;
    const value = typeset(attribute.value);
    if (value === attribute.value) return attribute;
    changed = true;
    return { ...attribute, value };
  });
  return changed ? { ...node, attributes } : undefined;
}

/** A node of an ESTree syntax tree, as far as this walk needs it. */
type EsNode = { type: string; start?: number; end?: number; [key: string]: unknown };

/**
 * The source of an MDX expression with its JSX copy typeset. Positions in the tree are UTF-8
 * byte offsets into the expression's source.
 */
function typesetExpression(node: Readonly<MdxExpression>): string | undefined {
  const program = node.parseExpression() as unknown as EsNode | null;
  if (!program) return undefined;
  const source = Buffer.from(node.value);
  const edits: { start: number; end: number; text: string }[] = [];
  const edit = (start: number, end: number) => {
    const raw = source.subarray(start, end).toString();
    const text = typeset(raw);
    if (text !== raw) edits.push({ start, end, text });
  };
  const walk = (n: EsNode, verbatim: boolean) => {
    if (n.type === 'JSXElement') {
      const name = (n.openingElement as { name: EsNode }).name;
      verbatim ||= name.type === 'JSXIdentifier' && VERBATIM.has(name.name as string);
    }
    if (n.type === 'JSXText' && !verbatim) edit(n.start!, n.end!);
    if (n.type === 'JSXAttribute') {
      const name = n.name as EsNode;
      const value = n.value as EsNode | null;
      if (name.type === 'JSXIdentifier' && isCopyKey(name.name as string) && value?.type === 'Literal')
        edit(value.start! + 1, value.end! - 1);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'parent') continue;
      for (const c of Array.isArray(child) ? child : [child])
        if (c && typeof c === 'object' && typeof (c as EsNode).type === 'string') walk(c as EsNode, verbatim);
    }
  };
  walk(program, false);
  if (edits.length === 0) return undefined;
  let out = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    out = Buffer.concat([out.subarray(0, start), Buffer.from(text), out.subarray(end)]);
  return out.toString();
}

function isVerbatim(node: Readonly<HastNode>, ctx: HastVisitorContext): boolean {
  for (let parent = ctx.parent(node); parent && parent.type !== 'root'; parent = ctx.parent(parent))
    if (parent.type === 'element' && VERBATIM.has(parent.tagName)) return true;
  return false;
}

export const typesetHast = defineHastPlugin({
  name: 'typeset',
  text(node, ctx) {
    if (isVerbatim(node, ctx)) return;
    let value = typeset(node.value);
    // After an expression, a unit keeps with its value as with a number ('{km} km').
    const index = ctx.indexOf(node);
    const before = index ? ctx.parent(node)?.children[index - 1] : undefined;
    if (before?.type === 'mdxTextExpression' && value.startsWith(' ') && typeset(`0${value}`).startsWith(`0${NBSP}`))
      value = NBSP + value.slice(1);
    if (value !== node.value) ctx.replaceNode(node, { type: 'text', value });
  },
  mdxJsxFlowElement: {
    filter: [],
    visit(node, ctx) {
      const typeset = typesetAttributes(node);
      if (typeset) ctx.replaceNode(node, typeset);
    },
  },
  mdxJsxTextElement: {
    filter: [],
    visit(node, ctx) {
      const typeset = typesetAttributes(node);
      if (typeset) ctx.replaceNode(node, typeset);
    },
  },
  mdxFlowExpression(node, ctx) {
    const value = typesetExpression(node);
    if (value !== undefined) ctx.replaceNode(node, { type: 'mdxFlowExpression', value });
  },
  mdxTextExpression(node, ctx) {
    const value = typesetExpression(node);
    if (value !== undefined) ctx.replaceNode(node, { type: 'mdxTextExpression', value });
  },
});
