// Loaded into the portal by bench/run.mjs (`node --import ./bench/sql-capture.mjs`) to learn which SQL
// each endpoint runs, so the floor can run exactly the same statements. Off until the process gets
// SIGUSR2 (which toggles it); while on, every statement sent through `pg` is appended as one JSON
// line to BENCH_SQL_CAPTURE, with its name when the portal sent it as a named (prepared)
// statement, so the floor prepares it the same way. Never loaded outside the benchmark.
import fs from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_CAPTURE;
let on = false;
if (file) {
  process.on('SIGUSR2', () => {
    on = !on;
  });
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (on) {
      const statement =
        typeof config === 'string'
          ? { text: config, values: Array.isArray(values) ? values : undefined }
          : {
              name: config.name,
              text: config.text,
              values: config.values ?? (Array.isArray(values) ? values : undefined),
              rowMode: config.rowMode,
            };
      fs.appendFileSync(file, `${JSON.stringify(statement)}\n`);
    }
    return original.call(this, config, values, callback);
  };
}
