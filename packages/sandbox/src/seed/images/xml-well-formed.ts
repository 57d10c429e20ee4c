const token = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

/** The problems that would stop an XML parser, or [] when the document is well formed. */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let rootClosed = false;
  token.lastIndex = 0;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) return [...problems, `cannot read markup at ${at}: ${xml.slice(at, at + 40)}`];
    const [whole, closing, name, attributes = '', selfClosing, textContent] = match;
    if (whole.startsWith('<!--')) continue;
    const raw = textContent ?? attributes;
    if (raw.replace(entity, '').includes('&')) problems.push(`unescaped & near ${at}`);
    if (textContent !== undefined) {
      if (open.length === 0 && textContent.trim()) problems.push(`text outside the root at ${at}`);
      continue;
    }
    if (rootClosed) problems.push(`second root element <${name}> at ${at}`);
    const names = [...attributes.matchAll(/([A-Za-z_:][\w:.-]*)=/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}> at ${at}`);
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> does not close the open element at ${at}`);
    } else if (!selfClosing) {
      open.push(name ?? '');
    }
    if (open.length === 0) rootClosed = true;
  }
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  return problems;
}
