import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button.tsx';

interface DialogActionsProps {
  /** The button that closes the dialog without acting ("Keep interview", "Cancel"). */
  dismissLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** Destructive actions (withdraw, cancel an interview) are red. */
  destructive?: boolean;
}

/**
 * The button row at the foot of a confirmation dialog: dismiss and confirm, side by side on
 * wider screens and stacked (confirm on top, nearest the thumb) at 390 px; both wait while the
 * action runs, and the confirm button says what is happening.
 */
export function DialogActions({
  dismissLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  destructive = false,
}: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="outline" disabled={pending}>
          {dismissLabel}
        </Button>
      </Dialog.Close>
      <Button
        variant={destructive ? 'destructive' : undefined}
        disabled={pending}
        onClick={onConfirm}
      >
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </div>
  );
}
