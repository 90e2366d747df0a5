/**
 * Free text as the restaurant typed it: blank lines start paragraphs, single line breaks stay.
 * React escapes it; nothing is parsed as markup.
 */
export function JobText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-3">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
