import { Link, useNavigate } from 'react-router';
import type { To } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { buttonClasses } from '../ui/button-variants.ts';

interface BackButtonProps {
  /** Go to this place (rendered as a link). */
  to?: To;
  /** Run this instead of navigating. */
  onClick?: () => void;
  /** Defaults to "Back". */
  label?: string;
  className?: string;
}

/** React Router numbers its history entries; index 0 means this page is the visit's first. */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** Goes to `to`, else runs `onClick`, else steps back in history (or home when there is none). */
export function BackButton({ to, onClick, label, className }: BackButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = buttonClasses('subtle', 'md', `-ml-3 ${className ?? ''}`);
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label ?? t('common.back')}
    </>
  );

  if (to !== undefined) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      onClick={() => {
        if (onClick) onClick();
        else if (hasPreviousEntry()) void navigate(-1);
        else void navigate(paths.home);
      }}
    >
      {content}
    </button>
  );
}
