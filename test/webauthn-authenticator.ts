/**
 * A software WebAuthn authenticator for tests without a browser (issue #31 item 5;
 * docs/decisions/068): what a platform authenticator and the browser together return to
 * `navigator.credentials.create()` and `.get()`, built by hand — an ES256 (P-256) key pair per
 * credential from `node:crypto`, an attestation object of format "none" in CBOR (the CBOR encoder
 * `@simplewebauthn/server` itself uses), client data with type, challenge and origin, and
 * authenticator data with the RP ID hash, flags, signature counter and, at registration, the
 * attested credential data with its COSE key. The server verifies these with the real library:
 * nothing of the server is mocked.
 *
 * Options let a test play an attacker or a faulty device: another origin, no user verification, a
 * counter that goes backwards, another credential's id.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1). */
const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

/** The options a registration needs (a subset of `PublicKeyCredentialCreationOptionsJSON`). */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
}

/** The options a sign-in needs (a subset of `PublicKeyCredentialRequestOptionsJSON`). */
export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** A credential the authenticator holds: its id, key, user handle and signature counter. */
export interface StoredCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What a test may change in one ceremony, to play an attacker or a faulty device. */
export interface CeremonyOverrides {
  /** The page's origin in the client data (default: the authenticator's origin). */
  origin?: string;
  /** The client data's type (default `webauthn.create` / `webauthn.get`). */
  type?: string;
  /** Clear the user-verified flag. */
  noUserVerification?: boolean;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** Sign with this credential (default: the allowed one, else the newest). */
  credentialId?: string;
  /** Report this credential id in the response while signing with the chosen credential. */
  claimedId?: string;
  /** Leave the user handle out of an assertion. */
  noUserHandle?: boolean;
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const bytesOf = (base64url: string) => isoBase64URL.toBuffer(base64url);

function uint32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n >>> 0);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The COSE_Key (RFC 9053) of a P-256 public key: kty EC2, alg ES256, crv P-256, x, y. */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, bytesOf(jwk.x!)],
    [-3, bytesOf(jwk.y!)],
  ]);
  return isoCBOR.encode(key);
}

/**
 * A new authenticator for pages on `origin` (default `http://localhost:3000`, the test config's
 * `APP_URL`). `backedUp`: its credentials are synced passkeys (flags BE and BS).
 */
export function softwareAuthenticator({
  origin = 'http://localhost:3000',
  backedUp = false,
}: { origin?: string; backedUp?: boolean } = {}) {
  const credentials: StoredCredential[] = [];
  const backupFlags = backedUp ? BE | BS : 0;

  function clientData(type: string, challenge: string, o: CeremonyOverrides) {
    return new TextEncoder().encode(
      JSON.stringify({ type: o.type ?? type, challenge, origin: o.origin ?? origin }),
    );
  }

  return {
    /** Every credential it holds, oldest first. */
    credentials: credentials as readonly StoredCredential[],

    /**
     * `navigator.credentials.create()`: a new resident ES256 credential for `options.user`, with
     * user presence and verification (unless overridden).
     * @returns a `RegistrationResponseJSON`.
     */
    create(options: CreationOptions, o: CeremonyOverrides = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credentialId = new Uint8Array(randomBytes(16));
      const id = b64(credentialId);
      const counter = o.counter ?? 0;
      const flags = UP | (o.noUserVerification ? 0 : UV) | AT | backupFlags;
      const authData = concat(
        sha256(new TextEncoder().encode(rpId)),
        new Uint8Array([flags]),
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        coseKeyOf(publicKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter });
      return {
        id: o.claimedId ?? id,
        rawId: o.claimedId ?? id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, o)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: { credProps: { rk: true } },
      };
    },

    /**
     * `navigator.credentials.get()`: signs `options.challenge` with the allowed credential (or,
     * for a discoverable sign-in, the newest for the RP ID), its counter one higher each time.
     * @returns an `AuthenticationResponseJSON`.
     * @throws Error when it holds no such credential.
     */
    get(options: RequestOptions, o: CeremonyOverrides = {}) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = options.allowCredentials?.map((c) => c.id);
      const credential = [...credentials]
        .reverse()
        .find((c) =>
          o.credentialId
            ? c.id === o.credentialId
            : c.rpId === rpId && (!allowed?.length || allowed.includes(c.id)),
        );
      if (!credential) throw new Error('softwareAuthenticator: no credential for these options');
      credential.counter = o.counter ?? credential.counter + 1;
      const flags = UP | (o.noUserVerification ? 0 : UV) | backupFlags;
      const authData = concat(
        sha256(new TextEncoder().encode(rpId)),
        new Uint8Array([flags]),
        uint32(credential.counter),
      );
      const data = clientData('webauthn.get', options.challenge, o);
      const signature = sign('sha256', concat(authData, sha256(data)), credential.privateKey);
      return {
        id: o.claimedId ?? credential.id,
        rawId: o.claimedId ?? credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(signature)),
          ...(o.noUserHandle ? {} : { userHandle: credential.userHandle }),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}

/** A software authenticator (`softwareAuthenticator`). */
export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** Options for a challenge no server handed out: a response that is well formed and useless. */
export function unissuedOptions(): CreationOptions & RequestOptions {
  return {
    challenge: b64(new Uint8Array(randomBytes(32))),
    rp: { id: 'localhost', name: 'WarmIntro' },
    rpId: 'localhost',
    user: {
      id: b64(new TextEncoder().encode('00000000-0000-4000-8000-000000000000')),
      name: 'x',
      displayName: 'x',
    },
  };
}
