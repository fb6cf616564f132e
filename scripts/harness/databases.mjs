// MariaDB databases made and dropped per run, and rows read straight from a server's database (SQLite or
// MariaDB), not through the API.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { apiRequire } from './api-server.mjs';

export const MYSQL_ROOT = { host: '127.0.0.1', port: 3306, user: 'root' };

export function mysqlAvailable() {
  try {
    execFileSync('mysqladmin', ['-h', MYSQL_ROOT.host, '-u', MYSQL_ROOT.user, 'ping'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** A fresh MariaDB database for one run; `drop()` removes it. */
export async function createMysqlDatabase(prefix) {
  const mysql = apiRequire('mysql2/promise');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const conn = await mysql.createConnection({ ...MYSQL_ROOT });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    name,
    url: `mysql://root@${MYSQL_ROOT.host}:${MYSQL_ROOT.port}/${name}`,
    async drop() {
      const c = await mysql.createConnection({ ...MYSQL_ROOT });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** Rows of a SQL query, straight from the database (not through the API). */
export async function queryDb({ databaseUrl, dataDir }, sql, params = []) {
  if (databaseUrl) {
    const mysql = apiRequire('mysql2/promise');
    const u = new URL(databaseUrl);
    const conn = await mysql.createConnection({
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
    });
    try {
      const [rows] = await conn.query(sql, params);
      return rows;
    } finally {
      await conn.end();
    }
  }
  const Database = apiRequire('better-sqlite3');
  const db = new Database(join(dataDir, 'school.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}
