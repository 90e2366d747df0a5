import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogPanelProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The centred panel of a confirmation or short-form dialog (inside a Radix `Dialog.Root`): the
 * overlay, the panel sized for a 390 px phone up to a narrow desktop column, its title and
 * description (Radix ties both to the dialog for screen readers), then the content.
 */
export function DialogPanel({ title, description, children }: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-background p-5 shadow-xl sm:p-6">
        <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-muted-foreground">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
