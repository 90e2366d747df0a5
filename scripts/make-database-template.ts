/**
 * The last step of `npm run build`: a migrated, empty embedded database folder, which a server
 * copies instead of running `initdb` and every migration when its data directory is new. Made
 * again only when the migrations or PGlite changed.
 */
import { makeEmptyDatabaseTemplate } from '../apps/server/src/db/embedded/make-empty-database-template.ts';

console.log(`Empty database template: ${await makeEmptyDatabaseTemplate()}`);
