# Die Notiz des Coachs (Issue #45): die Wörter, die jede Notiz teilt; nur die Lern-Builds
# laden diese Datei.

coach-title = Coach
coach-more = mehr
coach-rule = Die Regel:
