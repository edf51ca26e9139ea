import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway self-signed certificate for the HTTPS stand-ins of a git host (GitHub, Forgejo):
 * the CMS and our server talk to a real host only over HTTPS, so a stand-in on loopback needs a
 * certificate that nobody else trusts. The certificate is its own CA: a Node process trusts it
 * with NODE_EXTRA_CA_CERTS=caFile, a browser context with `ignoreHTTPSErrors`.
 */
export interface StandInCertificate {
  /** PEM private key, for `https.createServer({ key, cert })`. */
  readonly key: string;
  /** PEM certificate, valid for 127.0.0.1, ::1 and localhost. */
  readonly cert: string;
  /** A file holding `cert`, for NODE_EXTRA_CA_CERTS or `ca` options. */
  readonly caFile: string;
  /** The temporary folder with the key and certificate files. */
  readonly directory: string;
  /** Deletes the temporary folder. */
  remove: () => void;
}

/** Makes a fresh key and self-signed certificate with openssl in a temporary folder. */
export function createStandInCertificate(commonName = "stand-in on loopback"): StandInCertificate {
  const directory = mkdtempSync(path.join(tmpdir(), "juwenalia-stand-in-tls-"));
  const keyFile = path.join(directory, "key.pem");
  const caFile = path.join(directory, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      caFile,
      "-days",
      "2",
      "-subj",
      `/CN=${commonName}`,
      "-addext",
      "subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost",
      // A self-signed leaf that is also its own CA: Node accepts it as an extra CA certificate.
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,digitalSignature,keyCertSign",
      "-addext",
      "extendedKeyUsage=serverAuth",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return {
    key: readFileSync(keyFile, "utf8"),
    cert: readFileSync(caFile, "utf8"),
    caFile,
    directory,
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}
