import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { clsx } from 'clsx';
import { fileFolder } from '@brigade/shared/files/stored-file';
import { paths } from '@brigade/shared/routes';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useFileList } from '../api/list-files.ts';
import {
  fileListApiSearch,
  fileListParams,
  filesPageSize,
  readFileListFilters,
  type FileListFilters,
} from '../list-search-params.ts';
import { FileRow } from './file-row.tsx';

function hrefFor(filters: FileListFilters): string {
  const search = fileListParams(filters).toString();
  return `${paths.files}${search ? `?${search}` : ''}`;
}

/**
 * My files or the files shared with me (two tabs kept in the URL), newest first, under a folder
 * at any depth, a page at a time.
 */
export function FileList() {
  const { t } = useTranslation('files');
  const [params, setParams] = useSearchParams();
  const filters = readFileListFilters(params);
  const query = useFileList(filters.view, fileListApiSearch(filters));
  const [folder, setFolder] = useState(filters.folder);
  const [folderError, setFolderError] = useState<string | null>(null);

  const applyFolder = (event: FormEvent) => {
    event.preventDefault();
    const value = folder.trim();
    if (value) {
      const check = fileFolder.safeParse(value);
      if (!check.success) {
        setFolderError(check.error.issues[0]?.message ?? 'storedFiles.validation.folderInvalid');
        return;
      }
    }
    setFolderError(null);
    setParams(fileListParams({ ...filters, folder: value, page: 1 }));
  };

  const tab = (view: FileListFilters['view'], label: string) => (
    <Link
      to={hrefFor({ view, folder: filters.folder, page: 1 })}
      aria-current={filters.view === view ? 'page' : undefined}
      className={clsx(
        'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold',
        filters.view === view ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
      )}
    >
      {label}
    </Link>
  );

  return (
    <section aria-labelledby="file-list-heading">
      <h2 id="file-list-heading" className="sr-only">
        {filters.view === 'mine' ? t('files.tabs.mine') : t('files.tabs.shared')}
      </h2>
      <nav aria-label={t('files.tabs.label')} className="flex flex-wrap gap-2">
        {tab('mine', t('files.tabs.mine'))}
        {tab('shared', t('files.tabs.shared'))}
      </nav>
      <form
        role="search"
        aria-label={t('files.list.folderFilter')}
        onSubmit={applyFolder}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-56">
          <FormField
            id="folder-filter"
            label={t('files.list.folderFilter')}
            error={folderError ? t(folderError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={inputClasses}
                value={folder}
                onChange={(event) => setFolder(event.target.value)}
                autoComplete="off"
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="outline">
          {t('files.list.applyFolder')}
        </Button>
      </form>
      <div className="mt-5">
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadError
            title={t('files.list.loadError')}
            retryLabel={t('files.list.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            title={
              filters.folder
                ? t('files.list.noneInFolder', { folder: filters.folder })
                : filters.view === 'mine'
                  ? t('files.list.none')
                  : t('files.list.sharedNone')
            }
            body={filters.view === 'mine' && !filters.folder ? t('files.list.noneBody') : undefined}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {t('files.list.count', { count: query.data.total })}
            </p>
            <ul className="grid gap-3 lg:grid-cols-2">
              {query.data.items.map((file) => (
                <FileRow key={file.id} file={file} />
              ))}
            </ul>
            <Pager
              page={filters.page}
              pageSize={filesPageSize}
              total={query.data.total}
              hrefFor={(page) => hrefFor({ ...filters, page })}
              labels={{
                nav: t('files.list.pages'),
                previous: t('files.list.previous'),
                next: t('files.list.next'),
                status: (pages) => t('files.list.pageStatus', { page: filters.page, pages }),
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
