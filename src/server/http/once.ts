/**
 * A thunk that runs `make` at its first call and answers that value ever after. A throw is not
 * kept: the next call runs `make` again. `make` is let go once it has answered, with what it holds.
 */
export function once<T>(make: () => T): () => T {
  let pending: (() => T) | undefined = make;
  let value: T | undefined;
  return () => {
    if (pending) {
      value = pending();
      pending = undefined;
    }
    return value as T;
  };
}
