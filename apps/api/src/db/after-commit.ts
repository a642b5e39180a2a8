// Work that must wait for a transaction's commit (a cache drop, a message to other processes)
// and must not happen at all when it rolls back. openDatabase tracks every transaction; code
// deep inside one (the inventory module) registers the work without knowing who committed it.

type Hook = () => void;
const pending = new WeakMap<object, Hook[]>();

/** Runs `hook` once `tx` commits; at once when `tx` is the database itself (no transaction). */
export function afterCommit(tx: object, hook: Hook): void {
  const hooks = pending.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

// drizzle's transaction(run, config), for either driver; the types stay the driver's own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Transaction = (run: (tx: any) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Makes `db.transaction` (and savepoints inside it) keep hooks for the outermost commit. */
export function trackCommits<D extends object>(db: D): D {
  const transactional = db as unknown as { transaction: Transaction };
  const begin = transactional.transaction.bind(db);
  transactional.transaction = async (run, config) => {
    const hooks: Hook[] = [];
    const result = await begin(async (tx) => {
      track(tx, hooks);
      return run(tx);
    }, config);
    // Committed: a hook that throws must not turn the committed work into an error.
    for (const hook of hooks) {
      try {
        hook();
      } catch {
        // The hooks are caches and notices; their own expiry covers a failure.
      }
    }
    return result;
  };
  return db;
}

function track(tx: object, hooks: Hook[]): void {
  pending.set(tx, hooks);
  const savepoint = tx as { transaction: Transaction };
  const begin = savepoint.transaction.bind(tx);
  savepoint.transaction = (run, config) =>
    begin(async (inner: object) => {
      track(inner, hooks);
      return run(inner);
    }, config);
}
