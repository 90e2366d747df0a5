import { Copy } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../lib/toast-store.ts';

/** Copies text to the clipboard and says so in a toast (or that it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('account');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('account.twoFactor.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('account.twoFactor.copyFailed') });
    }
  };
  return (
    <Button variant="outline" onClick={() => void copy()}>
      <Copy aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
