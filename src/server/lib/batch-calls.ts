/**
 * Turns a per-key call into one call per turn of the event loop: the keys asked for until then
 * (the jobs of one fetched batch start together) go to `run` at once, and each caller gets its
 * own key's value (undefined when `run` has none). A failing `run` fails every caller of its turn.
 */
export function batchCalls<K, V>(run: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let pending: { keys: K[]; result: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!pending) {
      const keys: K[] = [];
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return run(keys);
      });
      pending = { keys, result };
    }
    pending.keys.push(key);
    return pending.result.then((values) => values.get(key));
  };
}
