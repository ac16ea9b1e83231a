"""Linear-light colours used across the objects set."""

BLACK = (0.012, 0.011, 0.010)
TAN = (0.19, 0.08, 0.028)  # gold-tan calfskin
COGNAC = (0.22, 0.075, 0.025)
ETOUPE = (0.08, 0.06, 0.045)
CREAM = (0.32, 0.27, 0.2)
BORDEAUX = (0.06, 0.008, 0.01)
NAVY = (0.006, 0.009, 0.022)
FOREST = (0.02, 0.06, 0.035)
ROUGE = (0.45, 0.02, 0.025)
