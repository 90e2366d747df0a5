import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { apiKeyInput, type ApiKeyCreated } from '@brigade/shared/organisations/api-keys';
import { apiPaths, paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toastFailure } from '../../../lib/error-toast.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast-store.ts';
import { usePlanStatus } from '../../pricing/index.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

/**
 * "Jobs feed" on Team & venues (owners and admins): where a website reads the organisation's
 * open jobs, and its API keys — made (shown once), listed by their first characters, revoked.
 * Below Scale it says the feed comes with Scale, with the way to the plans.
 */
export function ApiKeysSection() {
  const { t } = useTranslation('organisation');
  const plan = usePlanStatus();
  const onPlan = plan.data?.features.some((f) => f.key === 'jobsFeed' && f.included) ?? false;
  const feedUrl = `${window.location.origin}${apiPaths.jobsFeed}`;
  return (
    <section
      aria-labelledby="api-keys-title"
      className="rounded-2xl border border-border p-5 sm:p-6"
    >
      <h2 id="api-keys-title" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-primary" />
        {t('organisation.apiKeys.title')}
      </h2>
      <p className="mt-2 break-words text-muted-foreground">
        {t('organisation.apiKeys.body', { url: feedUrl })}
      </p>
      {plan.isPending ? null : onPlan ? (
        <ApiKeys />
      ) : (
        <p className="mt-3">
          {t('organisation.apiKeys.notOnPlan')}{' '}
          <Link to={paths.pricing} className="font-semibold underline underline-offset-4">
            {t('plans.seePlans')}
          </Link>
        </p>
      )}
    </section>
  );
}

function ApiKeys() {
  const { t, i18n } = useTranslation('organisation');
  const keys = useApiKeys(true);
  const revoke = useRevokeApiKey();
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  return (
    <>
      <CreateKeyForm onMade={setMade} />
      {made ? (
        <div role="status" className="mt-4 rounded-lg border border-primary p-3">
          <p className="font-semibold">{t('organisation.apiKeys.newKey')}</p>
          <p className="mt-1 text-sm">{t('organisation.apiKeys.copyNow')}</p>
          <code className="mt-2 block rounded bg-muted p-2 text-sm break-all">{made.key}</code>
        </div>
      ) : null}
      {keys.isPending ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('organisation.apiKeys.loading')}</p>
      ) : keys.isError ? (
        <div className="mt-4">
          <LoadError
            title={t('organisation.apiKeys.loadError')}
            retryLabel={t('organisation.retry')}
            error={keys.error}
            onRetry={() => void keys.refetch()}
          />
        </div>
      ) : keys.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('organisation.apiKeys.empty')}</p>
      ) : (
        <ul aria-label={t('organisation.apiKeys.label')} className="mt-4 grid gap-3">
          {keys.data.map((key) => (
            <li
              key={key.id}
              className="grid gap-2 rounded-xl border border-border p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{key.name}</p>
                <p className="text-sm break-all text-muted-foreground">
                  {t('organisation.apiKeys.meta', {
                    prefix: key.prefix,
                    created: formatDateTime(key.createdAt, i18n.language, true),
                    used: key.lastUsedAt
                      ? t('organisation.apiKeys.lastUsed', {
                          date: formatDateTime(key.lastUsedAt, i18n.language),
                        })
                      : t('organisation.apiKeys.neverUsed'),
                  })}
                </p>
              </div>
              <Button
                variant="outline"
                disabled={revoke.isPending}
                aria-label={t('organisation.apiKeys.revokeLabel', { name: key.name })}
                onClick={() =>
                  revoke.mutate(key.id, {
                    onSuccess: () => {
                      if (made?.id === key.id) setMade(null);
                      toast({ title: t('organisation.apiKeys.revoked'), description: key.name });
                    },
                    onError: (error) => toastFailure(t, t('organisation.apiKeys.failed'), error),
                  })
                }
              >
                {t('organisation.apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CreateKeyForm({ onMade }: { onMade: (key: ApiKeyCreated) => void }) {
  const { t } = useTranslation('organisation');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyInput.safeParse({ name });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.apiKeyNameRequired'));
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        onMade(key);
        setName('');
        toast({ title: t('organisation.apiKeys.created'), description: key.name });
      },
      onError: (failure) => toastFailure(t, t('organisation.apiKeys.failed'), failure),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <FormField id="api-key-name" label={t('organisation.apiKeys.name')} error={error}>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('organisation.apiKeys.creating') : t('organisation.apiKeys.create')}
      </Button>
    </form>
  );
}
