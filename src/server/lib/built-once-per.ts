/**
 * `build` wrapped so that it runs once per key and its result is kept: for what depends on nothing
 * but a fixed definition and costs more to make than to use (a validation schema per certificate
 * or tax type). Keys are compared by identity.
 */
export function builtOncePer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const built = new Map<K, V>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}
