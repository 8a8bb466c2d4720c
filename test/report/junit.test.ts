import { afterEach, describe, expect, it } from "vitest";
import { renderJunit, xmlAttr, xmlText } from "../../src/report/junit.js";
import { ciReport, finding, sampleRoot, type SampleRoot } from "./ci-sample.js";

let sample: SampleRoot;
afterEach(() => sample?.cleanup());

/** A small well-formedness check: balanced tags, quoted attributes, no raw `<`, `&` or forbidden characters. */
function wellFormed(xml: string): void {
  // eslint-disable-next-line no-control-regex -- looking for the characters XML forbids
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  const body = xml.replace(/^<\?xml[^?]*\?>\n/, "");
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z-]+)((?:\s+[a-z]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const m of body.matchAll(tag)) {
    expect(m.index).toBe(consumed);
    consumed += m[0].length;
    if (m[5] !== undefined) {
      expect(m[5]).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
      continue;
    }
    if (m[1] === "/") expect(stack.pop()).toBe(m[2]);
    else if (m[4] !== "/") stack.push(m[2]!);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
}

describe("junit reporter", () => {
  it("a suite per check, a case per file, failures for blocking findings, errors for failed checks", () => {
    sample = sampleRoot();
    for (const f of ["src/a.ts", "src/b.ts", "src/c.ts"]) sample.write(f, "x\n");
    const xml = renderJunit(ciReport(sample.root));
    wellFormed(xml);
    expect(xml).toContain('<testsuites name="qgate" tests="');
    expect(xml).toMatch(
      /<testsuite name="lint" tests="3" failures="1" errors="0" skipped="0" time="0\.120">/,
    );
    expect(xml).toContain('<testcase name="src/b.ts" classname="qgate.lint" file="src/b.ts"/>');
    expect(xml).toContain(
      `<failure message="1 blocking finding: &apos;x&apos; is assigned a value but never used." type="lint/no-unused-vars">src/a.ts:3:7 error lint/no-unused-vars: 'x' is assigned a value but never used.</failure>`,
    );
    // The warning does not block (blockOn error): it is output, not a failure.
    expect(xml).toMatch(/<testsuite name="format" tests="3" failures="0"/);
    expect(xml).toContain("<system-out>src/a.ts:5:1 warning format/prettier/format:");
    expect(xml).toContain(
      '<testsuite name="security" tests="4" failures="0" errors="1" skipped="0" time="0.010">',
    );
    expect(xml).toContain(
      '<error message="security timed out after 10 ms" type="tool_execution_failed">security timed out after 10 ms</error>',
    );
  });

  it("warnings are failures when they are what blocks", () => {
    sample = sampleRoot();
    sample.write("src/a.ts", "x\n");
    const xml = renderJunit(
      ciReport(sample.root, {
        files: ["src/a.ts"],
        findings: [finding({ severity: "warning" })],
        failures: [],
        verdict: "block",
      }),
    );
    expect(xml).toContain('<testsuite name="lint" tests="1" failures="1"');
  });

  it("escapes markup, quotes and control characters, so any message or file name stays valid XML", () => {
    expect(xmlText("a < b & c > d")).toBe("a &lt; b &amp; c &gt; d");
    expect(xmlText("bell\u0007 esc\u001b")).toBe("bell\\u0007 esc\\u001b");
    expect(xmlAttr("say \"hi\"\n'x'\t")).toBe("say &quot;hi&quot;&#10;&apos;x&apos;&#9;");
    expect(xmlText("lone \ud800 surrogate, pair 😀")).toBe("lone \\ud800 surrogate, pair 😀");
    sample = sampleRoot();
    const nasty = 'we<i>rd & "na\u0001me"\n.ts';
    const xml = renderJunit(
      ciReport(sample.root, {
        files: [nasty],
        findings: [finding({ file: nasty, message: "</failure><x>\u0000" })],
        failures: [],
      }),
    );
    wellFormed(xml);
    expect(xml).toContain('name="we&lt;i&gt;rd &amp; &quot;na\\u0001me&quot;&#10;.ts"');
  });
});
