// Loads every module's job handler, so a worker started at server start-up can run jobs queued before a
// restart. A module with async jobs adds its job file here.
import "@/lib/modules/dna/job";
import "@/lib/modules/dna-blood-report/job";
import "@/lib/modules/dna-supplements/job";
