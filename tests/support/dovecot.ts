import { execFile, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

/**
 * A real IMAP server for tests: Debian's Dovecot, started from a fresh temp dir with its own config
 * and a passwd-file of test users (the recipe in TOOLCHAIN.md, "IMAP server for tests"). Tests start
 * and stop it themselves, as the PostgreSQL suite does with its server.
 */

const run = promisify(execFile);

export const DOVECOT_HOST = '127.0.0.1';
/** Ports this harness may listen on; a port taken by another run is skipped. */
export const DOVECOT_PORT_FIRST = 10143;
export const DOVECOT_PORT_LAST = 10199;
/** Dovecot drops to this account (nobody:nogroup) for auth and mail. */
const MAIL_UID = 65534;
const MAIL_GID = 65534;
/** Dovecot's exit code when a listener cannot bind (another run took the port meanwhile). */
const EXIT_LISTEN_FAILED = 89;
const INSTALL_HINT = 'apt-get install -y dovecot-imapd';

export interface ImapUser {
  address: string;
  password: string;
}

export interface DovecotServer {
  host: string;
  port: number;
  /** The temp dir holding config, users file, logs (log/dovecot.log) and maildirs. */
  dir: string;
  /** The users who can log in, in the order they were added. */
  readonly users: readonly ImapUser[];
  /** Adds a login; it works from the moment the promise resolves. */
  addUser(user: ImapUser): Promise<void>;
  /** Stops Dovecot, waits until the port is free and removes the temp dir. */
  stop(): Promise<void>;
}

export interface StartDovecotOptions {
  users: ImapUser[];
}

export async function startDovecot(options: StartDovecotOptions): Promise<DovecotServer> {
  await assertInstalled();
  if (process.getuid?.() !== 0) {
    throw new Error('The Dovecot test server must be started as root: it switches to uid 65534 for mail.');
  }
  const users: ImapUser[] = [];
  for (const user of options.users) addTo(users, user);

  const dir = mkdtempSync('/tmp/dovecot-');
  // The auth process runs as nobody and reads the users file through this dir.
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'log', 'mail']) mkdirSync(join(dir, sub));
  chownSync(join(dir, 'mail'), MAIL_UID, MAIL_GID);
  writeUsers(dir, users);

  const conf = join(dir, 'dovecot.conf');
  let started: { port: number; pid: number } | undefined;
  try {
    started = await startOnFreePort(dir, conf);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { port, pid } = started;
  // A test that dies before stop() must not leave a server behind.
  const onExit = () => {
    signalGroup(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let stopped = false;
  return {
    host: DOVECOT_HOST,
    port,
    dir,
    users,
    async addUser(user) {
      addTo(users, user);
      writeUsers(dir, users);
      // Dovecot re-reads the passwd-file at most once per second (when its mtime or size changed):
      // a login in the second of the write could still see the old file.
      await sleep(1000 - (Date.now() % 1000) + 20);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', onExit);
      try {
        await stopGroup(pid);
        await waitUntil(async () => !(await accepts(port)), 5000, `Port ${port} still accepts after stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** An IMAP client logged in as `user` (an address of one of the server's users). */
export async function connectImap(server: DovecotServer, user: ImapUser | string): Promise<ImapFlow> {
  const login = typeof user === 'string' ? server.users.find((u) => u.address === user) : user;
  if (!login) throw new Error(`No user ${String(user)} on this Dovecot server`);
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: login.address, pass: login.password },
    logger: false,
  });
  await client.connect();
  return client;
}

/**
 * Seeds a mailbox: APPENDs one raw RFC 822 message to `folder` (created when missing) and answers
 * the UID and UIDVALIDITY Dovecot gave it.
 */
export async function appendMessage(
  server: DovecotServer,
  user: ImapUser | string,
  folder: string,
  rawRfc822: string | Buffer,
  flags: string[] = [],
): Promise<{ uid: number; uidValidity: bigint }> {
  const client = await connectImap(server, user);
  try {
    if (folder.toUpperCase() !== 'INBOX') await client.mailboxCreate(folder);
    const result = await client.append(folder, rawRfc822, flags);
    if (!result || result.uid === undefined || result.uidValidity === undefined) {
      throw new Error(`APPEND to ${folder} did not answer a UID`);
    }
    return { uid: result.uid, uidValidity: result.uidValidity };
  } finally {
    await client.logout();
  }
}

async function assertInstalled(): Promise<void> {
  try {
    await run('/bin/sh', ['-c', 'command -v dovecot']);
  } catch {
    throw new Error(`Dovecot is not installed (no dovecot on PATH): install it with \`${INSTALL_HINT}\`.`);
  }
}

function addTo(users: ImapUser[], user: ImapUser): void {
  // The passwd-file is colon-separated, one user a line; the address also names the maildir.
  for (const value of [user.address, user.password]) {
    if (!value || /[:\n\r/]/.test(value)) throw new Error(`Unusable IMAP login value: ${JSON.stringify(value)}`);
  }
  if (users.some((u) => u.address === user.address)) throw new Error(`IMAP user ${user.address} exists already`);
  users.push({ ...user });
}

function writeUsers(dir: string, users: readonly ImapUser[]): void {
  const lines = users.map((u) => `${u.address}:{PLAIN}${u.password}:${MAIL_UID}:${MAIL_GID}::${join(dir, 'mail', u.address)}\n`);
  writeFileSync(join(dir, 'users'), lines.join(''), { mode: 0o644 });
}

function config(dir: string, port: number): string {
  return `base_dir = ${dir}/run
state_dir = ${dir}/run
log_path = ${dir}/log/dovecot.log
protocols = imap
listen = ${DOVECOT_HOST}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests try wrong passwords on purpose: answer at once instead of after 2 s.
auth_failure_delay = 0
mail_location = maildir:~/Maildir
default_internal_user = nobody
default_login_user = nobody
default_internal_group = nogroup
first_valid_uid = 1
service imap-login {
  inet_listener imap {
    port = ${port}
  }
}
# No stats service: a login process that meets it while stopping waits 5 s for its handshake.
stats_writer_socket_path =
# No growing login delay for an address after failed logins (the tests' one address is 127.0.0.1).
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
`;
}

/** Dovecot cannot pick its own port: try the range in turn, skipping ports taken by other runs. */
async function startOnFreePort(dir: string, conf: string): Promise<{ port: number; pid: number }> {
  const offset = Math.floor(Math.random() * (DOVECOT_PORT_LAST - DOVECOT_PORT_FIRST + 1));
  for (let i = 0; i <= DOVECOT_PORT_LAST - DOVECOT_PORT_FIRST; i++) {
    const port = DOVECOT_PORT_FIRST + ((offset + i) % (DOVECOT_PORT_LAST - DOVECOT_PORT_FIRST + 1));
    if (await accepts(port)) continue;
    writeFileSync(conf, config(dir, port));
    const code = await daemonize(conf);
    if (code === EXIT_LISTEN_FAILED && /Address already in use/.test(readLog(dir))) continue;
    if (code !== 0) throw new Error(`Dovecot did not start (exit code ${code}):\n${readLog(dir)}`);
    // The daemon writes its pid file after the foreground process has exited.
    const pidFile = join(dir, 'run', 'master.pid');
    await waitUntil(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 5000, 'Dovecot wrote no pid file');
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    try {
      await waitForGreeting(port);
    } catch (error) {
      await stopGroup(pid);
      throw new Error(`${(error as Error).message}\n${readLog(dir)}`, { cause: error });
    }
    return { port, pid };
  }
  throw new Error(`No free port for Dovecot in ${DOVECOT_PORT_FIRST}-${DOVECOT_PORT_LAST}`);
}

/**
 * Runs `dovecot -c conf`, which forks the server into the background and exits. Its output is not
 * piped: the daemon keeps the inherited descriptors open, so waiting for them to close would hang.
 */
function daemonize(conf: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('dovecot', ['-c', conf], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/** Whether something listens on the port (then it is not ours to take). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, DOVECOT_HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the server answers a new connection with an IMAP `* OK` greeting. */
async function waitForGreeting(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = await readGreeting(port);
    if (last.startsWith('* OK')) return;
    await sleep(50);
  }
  throw new Error(`Dovecot on port ${port} gave no "* OK" greeting within ${timeoutMs} ms (last: ${last || 'nothing'})`);
}

function readGreeting(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, DOVECOT_HOST);
    let text = '';
    const done = () => {
      socket.destroy();
      resolve(text);
    };
    socket.setTimeout(1000, done);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.includes('\r\n')) done();
    });
    socket.once('error', done);
    socket.once('end', done);
  });
}

function readLog(dir: string): string {
  const path = join(dir, 'log', 'dovecot.log');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/**
 * Stops the master and its children, which share its process group. Not `doveadm stop`: that
 * signals only the master, which then waits for its children (seconds, when one is mid-handshake)
 * and for the reaping of its zombie (seconds in a container). The server's data is thrown away.
 */
async function stopGroup(pid: number): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 1000;
  while (groupMembers(pid) > 0 && Date.now() < deadline) await sleep(20);
  if (groupMembers(pid) > 0) signalGroup(pid, 'SIGKILL');
  await waitUntil(() => groupMembers(pid) === 0, 5000, `Dovecot (process group ${pid}) did not stop`);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Live processes in the group; a zombie counts as gone, since nothing here may reap it soon. */
function groupMembers(pgid: number): number {
  let count = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp …"; comm may hold spaces, so split after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') count++;
    } catch {
      // Exited while listing.
    }
  }
  return count;
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(message);
    await sleep(20);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
