import { customType } from '../pg-core.ts';

/** PostgreSQL's tsvector; filled by triggers in the migrations, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
