import type { DeleteHooks } from '../types';

/**
 * ../shared/SPEC.md §7 "File clean-up before and after a file delete", as a master file's delete
 * hooks: before the delete, each selected record's file name is read (`read`, the raw read);
 * after it succeeded, each file is named for removal (`remove`). Records without a file are left
 * out; every failure is only logged (§8 "File-delete helper failures"), and the delete goes on.
 */
export function fileCleanup<F extends { fileName: string }>(what: string, read: (id: string) => Promise<F>, remove: (file: F) => Promise<unknown>): DeleteHooks<F[]> {
  return {
    async before(ids) {
      const files = await Promise.all(
        ids.map((id) =>
          read(id).catch((error: unknown): undefined => {
            console.warn(`The file of the ${what} ${id} was not read before its delete.`, error);
            return undefined;
          }),
        ),
      );
      return files.filter((file) => file !== undefined).filter((file) => file.fileName !== '') as F[];
    },
    async after(files) {
      await Promise.all(
        files.map((file) => remove(file).catch((error: unknown) => console.warn(`The file ${file.fileName} of a deleted ${what} was not removed.`, error))),
      );
    },
  };
}
