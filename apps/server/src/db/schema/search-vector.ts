import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; filled by triggers in the migrations, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
