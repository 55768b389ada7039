import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** Lines of each error kept: the message, the expected and received values and the call log's start. */
const ERROR_LINES = 12;

/** The innermost `test.step` that failed: where in a long journey it stopped. */
function failedStep(steps: TestStep[]): string | undefined {
  for (const step of steps) {
    if (!step.error) continue;
    const inner = failedStep(step.steps);
    if (inner) return inner;
    if (step.category === 'test.step') return step.title;
  }
  return undefined;
}

/**
 * Repeats every failed attempt's error after the run's summary. The line reporter prints an error
 * when it happens, in the middle of a long log; a CI log read from its tail shows the cause here,
 * including the first attempt of a test that passed on its retry.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const step = failedStep(result.steps);
    const errors = result.errors.map((error) => {
      const at = error.location ? [`    at ${error.location.file.split('/e2e/').pop()}:${error.location.line}`] : [];
      const text = stripVTControlCharacters(error.message ?? error.value ?? '')
        .split('\n')
        .slice(0, ERROR_LINES);
      return [...at, ...text.map((line) => `    ${line}`)].join('\n');
    });
    this.failures.push([`  ${title} (attempt ${result.retry + 1}, ${result.status})`, ...(step ? [`    in step: ${step}`] : []), ...errors].join('\n'));
  }

  onEnd() {
    if (this.failures.length === 0) return;
    process.stdout.write(`\nFailed attempts (${this.failures.length}):\n${this.failures.join('\n\n')}\n`);
  }
}
