import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from './button-variants.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The URL of a page (lists keep their page in the URL). */
  hrefFor: (page: number) => string;
  /** Already translated: the navigation's name, the two links, and "Page 2 of 5". */
  labels: { nav: string; previous: string; next: string; status: (pages: number) => string };
}

/** Previous / next links under a paginated list, with where the reader is; none for one page. */
export function Pager({ page, pageSize, total, hrefFor, labels }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const linkClasses = buttonClasses('outline', 'md');
  // At either end the missing link keeps its place (the status stays centred) but is not shown:
  // a dimmed, inert copy would be text nobody can use and too faint to read.
  const placeholderClasses = buttonClasses('outline', 'md', 'invisible');
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClasses}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {labels.previous}
        </Link>
      ) : (
        <span aria-hidden="true" className={placeholderClasses}>
          <ChevronLeft className="size-4" />
          {labels.previous}
        </span>
      )}
      <p className="text-sm text-muted-foreground">{labels.status(pages)}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClasses}>
          {labels.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" className={placeholderClasses}>
          {labels.next}
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
