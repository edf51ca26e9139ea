import { festivalDayChecks } from "./festival-days-checks";

// The festival days on the default edition's content (app/features/festival-days/README.md).
festivalDayChecks();
