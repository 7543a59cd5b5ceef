import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mail-parse';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  /** The AUTH user of the session, when the client logged in. */
  authUser: string | undefined;
}

export interface TestSmtpOptions {
  /** Require this login (AUTH PLAIN/LOGIN over the plain loopback connection). */
  auth?: { user: string; password: string };
}

/**
 * A real SMTP server on a loopback port, collecting what it accepts. It can be stopped and
 * started again on the same port (a relay going away and coming back), and made to answer
 * the next messages with a temporary failure.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  #server: SMTPServer | null = null;
  #temporaryFailures = 0;
  readonly #options: TestSmtpOptions;

  constructor(options: TestSmtpOptions = {}) {
    this.#options = options;
  }

  async start(): Promise<void> {
    const { auth } = this.#options;
    const server = new SMTPServer({
      logger: false,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !auth,
      allowInsecureAuth: true,
      onAuth: (login, _session, callback) => {
        if (auth && login.username === auth.user && login.password === auth.password) {
          return callback(null, { user: login.username });
        }
        callback(new Error('invalid login'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.#temporaryFailures > 0) {
            this.#temporaryFailures--;
            const error = Object.assign(new Error('try again later'), { responseCode: 451 });
            return callback(error);
          }
          this.received.push({
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            authUser: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `count` messages get 451 after their data was sent. */
  failNext(count: number): void {
    this.#temporaryFailures = count;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }

  /** Waits until `address` has received `count` messages; returns them. */
  async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`${address} got ${this.to(address).length} of ${count} mails`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.to(address);
  }
}
