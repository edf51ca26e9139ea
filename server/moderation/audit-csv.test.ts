import { describe, expect, it } from "vitest";
import { auditCsv, csvCell } from "./audit-csv";

describe("the audit trail as CSV", () => {
  it("quotes separators, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("zwykły tekst")).toBe("zwykły tekst");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('powiedział "hej"')).toBe('"powiedział ""hej"""');
    expect(csvCell("dwie\nlinie")).toBe('"dwie\nlinie"');
  });

  it("defuses what a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+48")).toBe("'+48");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@ania")).toBe("'@ania");
  });

  it("a header row, then one CRLF line per entry", () => {
    const csv = auditCsv([
      {
        id: 3,
        at: "2025-05-16T20:00:00.000Z",
        actor: "ola",
        action: "approve",
        submissionId: 12,
        detail: "3 wiadomości",
      },
      {
        id: 2,
        at: "2025-05-16T19:59:00.000Z",
        actor: "ola",
        action: "sign_in",
        submissionId: null,
        detail: "",
      },
    ]);
    expect(csv).toBe(
      "id,czas_utc,kto,akcja,wiadomosc,szczegoly\r\n" +
        "3,2025-05-16T20:00:00.000Z,ola,approve,12,3 wiadomości\r\n" +
        "2,2025-05-16T19:59:00.000Z,ola,sign_in,,\r\n",
    );
  });
});
