"""Training the bundled judge: data from the loop itself, the model, export (extra `train`)."""
