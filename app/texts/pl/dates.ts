// The Polish pages write dates with core/polish-dates.ts (docs/decisions/018).
export * from "../../../core/polish-dates";
