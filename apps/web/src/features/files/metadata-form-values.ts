import {
  fileMetadataInput,
  type FileMetadataInput,
  type StoredFileView,
} from '@brigade/shared/files/stored-file';

/** The edit form's values: tags as one comma-separated line, the rest as the API takes them. */
export interface MetadataFormValues {
  description: string;
  category: string;
  tags: string;
  isPublic: boolean;
}

export const metadataFieldNames = ['description', 'category', 'tags', 'isPublic'] as const;
export type MetadataFieldName = (typeof metadataFieldNames)[number];

export function metadataFormValues(file: StoredFileView): MetadataFormValues {
  return {
    description: file.description,
    category: file.category,
    tags: file.tags.join(', '),
    isPublic: file.isPublic,
  };
}

/**
 * The form's values checked with the shared schema: the input to send, or each field's first
 * message (a locale key); a problem with one tag is shown under the tags field. Without
 * `publish` (the reader may not make the file public or private), `isPublic` is not sent.
 */
export function parseMetadataForm(
  values: MetadataFormValues,
  { publish }: { publish: boolean },
):
  | { ok: true; input: FileMetadataInput }
  | { ok: false; errors: Partial<Record<MetadataFieldName, string>> } {
  const { isPublic, ...details } = values;
  const tags = values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const result = fileMetadataInput.safeParse({
    ...details,
    tags,
    ...(publish ? { isPublic } : {}),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: Partial<Record<MetadataFieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (metadataFieldNames as readonly string[]).includes(field)) {
      errors[field as MetadataFieldName] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
