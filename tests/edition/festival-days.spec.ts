import { festivalDayChecks } from "../e2e/festival-days-checks";

// The festival days on the test edition: three days, three stages, a set after midnight.
festivalDayChecks();
