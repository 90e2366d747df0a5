import { tokenizeLinks } from '../tokenize-links.ts';

/**
 * A message's text: always React text (escaped, never HTML), line breaks kept, with http(s)
 * addresses as links that open in a new tab without handing it this page (noopener,
 * noreferrer) or vouching for them (nofollow).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {tokenizeLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
