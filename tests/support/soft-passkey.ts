import {
  createECDH,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from "node:crypto";

/**
 * A software passkey for tests (server/moderation/README.md#second-factor): a P-256 key that
 * answers WebAuthn's registration ("none" attestation) and authentication as a browser's
 * `startRegistration()` / `startAuthentication()` would, as the JSON the server takes. Its sign
 * counter stays 0, as a synced passkey's does. The server tests and the end-to-end tests' API
 * sign-ins prove a lead's second factor with it; Chromium's virtual authenticator is the
 * browser's own (tests/e2e).
 */

/** The fields of the server's options JSON a passkey reads. */
export interface PasskeyOptionsJson {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  allowCredentials?: ReadonlyArray<{ id: string }>;
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string): Buffer => createHash("sha256").update(data).digest();

/*
 * Just enough CBOR (RFC 8949) for an attestation object and a COSE key: unsigned and negative
 * integers, byte and text strings, and maps.
 */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.from([type | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = type | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

/** WebAuthn's authenticator data flags: user present, user verified, credential data included. */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftPasskey {
  /** The credential's id, base64url: what the server stores and lists as allowed. */
  readonly id: string;
  private readonly rawId: Buffer;

  private constructor(
    private readonly privateKey: KeyObject,
    private readonly publicKey: KeyObject,
    rawId: Buffer,
  ) {
    this.rawId = rawId;
    this.id = b64url(this.rawId);
  }

  /** A new passkey with a random key and id. */
  static create(): SoftPasskey {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    return new SoftPasskey(privateKey, publicKey, randomBytes(32));
  }

  /**
   * The passkey `seed` always gives: the same key and id in every process, so the end-to-end
   * tests' workers, which share one server, all hold the passkey any of them added.
   */
  static fromSeed(seed: string): SoftPasskey {
    const ecdh = createECDH("prime256v1");
    // A 32-byte value is a valid P-256 private key but with a chance of about 2^-32.
    ecdh.setPrivateKey(sha256(`soft-passkey key: ${seed}`));
    const point = ecdh.getPublicKey();
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    };
    const privateKey = createPrivateKey({
      key: { ...jwk, d: b64url(ecdh.getPrivateKey()) },
      format: "jwk",
    });
    return new SoftPasskey(
      privateKey,
      createPublicKey({ key: jwk, format: "jwk" }),
      sha256(`soft-passkey id: ${seed}`),
    );
  }

  /** The public key as COSE (ES256): what the attested credential data carries. */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    if (!jwk.x || !jwk.y) throw new Error("no EC public key");
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, "base64url")],
        [-3, Buffer.from(jwk.y, "base64url")],
      ]),
    );
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    const flags = FLAG_UP | FLAG_UV | (attested ? FLAG_AT : 0);
    const parts = [sha256(rpId), Buffer.from([flags]), Buffer.alloc(4)];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.rawId.length);
      parts.push(Buffer.alloc(16), length, this.rawId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private static clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
  }

  /** The RegistrationResponseJSON for the server's registration options, made at `origin`. */
  register(options: PasskeyOptionsJson, origin: string) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authenticatorData(rpId, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(
          SoftPasskey.clientData("webauthn.create", options.challenge, origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /** The AuthenticationResponseJSON for the server's challenge, signed at `origin`. */
  authenticate(options: PasskeyOptionsJson, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authenticatorData = this.authenticatorData(rpId, false);
    const clientData = SoftPasskey.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientData)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }
}

/** One staff API call of a signed-in session: its status and parsed JSON body (null if none). */
export type StaffCall = (
  method: "GET" | "POST",
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** One staff request of session `cookie` to a running server at `url`, over HTTP. */
export function fetchCall(url: string, cookie: string): StaffCall {
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
  };
}

/** The passkey the tests' sign-ins add for `account` and prove with: the same everywhere. */
export const accountPasskey = (account: string): SoftPasskey =>
  SoftPasskey.fromSeed(`staff account ${account}`);

/**
 * Brings a freshly signed-in session to `secondFactor.state` "done" as a person would with a
 * passkey: adds the account's soft passkey (`accountPasskey`) when it has no factor yet (its
 * first sign-in), else answers a challenge with it. `call` sends one
 * request of the session (inject or HTTP, cookie included); `origin` is the site's own, as a
 * browser there would report it. Returns the recovery codes when it added the first factor.
 */
export async function completeSecondFactor(
  call: StaffCall,
  account: string,
  origin: string,
): Promise<string[] | null> {
  const session = await call("GET", "/api/moderation/session");
  if (session.status !== 200) throw new Error(`GET /session: ${session.status}`);
  const { secondFactor } = session.body as { secondFactor: { state: string } };
  if (secondFactor.state === "done") return null;
  if (secondFactor.state === "enrol") {
    const options = await call("POST", "/api/moderation/second-factor/passkeys/options", {});
    if (options.status !== 200) throw new Error(`passkey options: ${options.status}`);
    const passkey = accountPasskey(account);
    const added = await call("POST", "/api/moderation/second-factor/passkeys", {
      response: passkey.register(options.body as PasskeyOptionsJson, origin),
      label: "Testowy klucz",
    });
    if (added.status !== 200) {
      throw new Error(`adding a passkey: ${added.status} ${JSON.stringify(added.body)}`);
    }
    return (added.body as { recoveryCodes: string[] | null }).recoveryCodes;
  }
  const challenge = await call("POST", "/api/moderation/second-factor/challenge", {});
  if (challenge.status !== 200) throw new Error(`passkey challenge: ${challenge.status}`);
  const options = challenge.body as PasskeyOptionsJson;
  const allowed = new Set((options.allowCredentials ?? []).map((credential) => credential.id));
  const passkey = accountPasskey(account);
  if (!allowed.has(passkey.id)) throw new Error(`the server knows no soft passkey of "${account}"`);
  const verified = await call("POST", "/api/moderation/second-factor/verify", {
    method: "passkey",
    response: passkey.authenticate(options, origin),
  });
  if (verified.status !== 204) {
    throw new Error(`passkey verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return null;
}
