/** The name of the app's one IndexedDB database (db.ts), in a module of its own that does not load Dexie. */
export const OFFLINE_DB_NAME = 'portal-offline';

/**
 * Whether this device may already hold the offline database. False only when the browser lists
 * its databases and this one is not among them: nothing was ever kept offline here, so there is
 * no draft to look for and no need to load Dexie and create the database to find that out. A
 * browser that cannot list them (Firefox before 126), or fails to: true, look.
 */
export async function offlineDatabaseMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}
