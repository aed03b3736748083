import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/** A certificate with its private key, both PEM. */
export interface PemPair {
  certPem: string;
  keyPem: string;
}

/** The sandbox's TLS material: the CA (written to disk for PARTNER_CA_FILE) and a server pair. */
export interface SandboxTls {
  ca: PemPair;
  caFile: string;
  server: PemPair;
}

const DAY_MS = 86_400_000;
// A CA that expires inside this margin is replaced, so a reused PARTNER_CA_FILE never dies mid-demo.
const CA_RENEW_MARGIN_MS = 30 * DAY_MS;
const CA_SUBJECT = [
  { name: 'commonName', value: 'Partner API Sandbox Local CA' },
  { name: 'organizationName', value: 'Restaurant Order Bot Sandbox' },
];

/**
 * Loads the sandbox CA from `dataDir` (ca.pem + ca-key.pem) when present and valid, otherwise
 * creates and writes a new one; then issues a fresh server certificate for 127.0.0.1, localhost
 * and ::1 signed by it. `wallClockMs` must be real wall-clock time, not a test clock: TLS peers
 * check validity against the operating system's time. Clients verify normally with `caFile`.
 */
export function prepareSandboxTls(dataDir: string, wallClockMs: number): SandboxTls {
  mkdirSync(dataDir, { recursive: true });
  const caFile = join(dataDir, 'ca.pem');
  const caKeyFile = join(dataDir, 'ca-key.pem');
  let ca = readValidCa(caFile, caKeyFile, wallClockMs);
  if (!ca) {
    ca = createCa(wallClockMs);
    writeFileSync(caKeyFile, ca.keyPem, { mode: 0o600 });
    writeFileSync(caFile, ca.certPem);
  }
  return { ca, caFile, server: issueServerCert(ca, wallClockMs) };
}

function readValidCa(caFile: string, keyFile: string, nowMs: number): PemPair | undefined {
  if (!existsSync(caFile) || !existsSync(keyFile)) return undefined;
  try {
    const certPem = readFileSync(caFile, 'utf8');
    const keyPem = readFileSync(keyFile, 'utf8');
    const cert = forge.pki.certificateFromPem(certPem);
    const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    const keyMatches = publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
    const valid =
      cert.validity.notBefore.getTime() <= nowMs &&
      cert.validity.notAfter.getTime() > nowMs + CA_RENEW_MARGIN_MS;
    return keyMatches && valid && cert.verify(cert) ? { certPem, keyPem } : undefined;
  } catch {
    // An unreadable or foreign file is replaced rather than trusted.
    return undefined;
  }
}

// node:crypto generates RSA keys natively (milliseconds); forge's pure-JS generator takes seconds.
function newRsaKeys(): {
  privateKey: forge.pki.rsa.PrivateKey;
  publicKey: forge.pki.rsa.PublicKey;
} {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey) as forge.pki.rsa.PublicKey,
  };
}

function newCertificate(
  publicKey: forge.pki.rsa.PublicKey,
  nowMs: number,
  days: number,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: the leading 0x01 byte keeps the DER integer from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(nowMs - DAY_MS);
  cert.validity.notAfter = new Date(nowMs + days * DAY_MS);
  return cert;
}

function createCa(nowMs: number): PemPair {
  const keys = newRsaKeys();
  const cert = newCertificate(keys.publicKey, nowMs, 3650);
  cert.setSubject(CA_SUBJECT);
  cert.setIssuer(CA_SUBJECT);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return {
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

function issueServerCert(ca: PemPair, nowMs: number): PemPair {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const keys = newRsaKeys();
  const cert = newCertificate(keys.publicKey, nowMs, 365);
  cert.setSubject([{ name: 'commonName', value: 'localhost' }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
      ],
    },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return {
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}
