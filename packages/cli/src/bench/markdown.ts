import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces the part of a Markdown file between `<!-- name:start -->` and `<!-- name:end -->` (appending the
 * markers if missing), so generated figures sit beside hand-written text.
 */
export function writeSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next =
    i >= 0 && j > i
      ? text.slice(0, i) + block + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next.trimStart());
}
