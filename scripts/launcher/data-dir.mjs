// Where `npm start` keeps its local state (the embedded Postgres cluster, a Redis of its own, the
// mail catcher's messages, generated secrets, runtime.json): `.data/` in the checkout, or
// LOCAL_DATA_DIR (a test's launcher, so that it never touches the checkout's own).
import path from 'node:path';

export function localDataDir(root) {
  const configured = process.env.LOCAL_DATA_DIR;
  return configured ? path.resolve(configured) : path.join(root, '.data');
}
