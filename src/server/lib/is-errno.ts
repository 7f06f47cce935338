/** Narrows an unknown thrown value to a Node system error with the given code (ENOENT, EEXIST…). */
export function isErrno(err: unknown, code: string): err is NodeJS.ErrnoException {
  return err instanceof Error && 'code' in err && err.code === code;
}
