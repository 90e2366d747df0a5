import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { clsx } from 'clsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BackButton } from './back-button.tsx';

interface PageProps {
  /** The page's one <h1>, also used for the document title. */
  title: string;
  /** The tab's title when it says more than the <h1> ("Sous Chef at Le Coq"). */
  documentTitle?: string;
  /** A lead paragraph under the title. */
  lead?: ReactNode;
  /** Where Back goes; by default one step back in history. */
  backTo?: To;
  /** Reading pages (legal, forms) use a narrower column. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The frame of every page except Home: Back, the title, the lead, then the content. */
export function Page({ title, documentTitle, lead, backTo, width = 'wide', children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div
      className={clsx(
        'mx-auto w-full px-4 pt-4 pb-8 sm:px-6 sm:pt-6',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl',
      )}
    >
      <BackButton to={backTo} />
      <div className="mt-4 mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
