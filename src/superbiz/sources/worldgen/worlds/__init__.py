"""The generated worlds' specs, one module each. ``holdout_*`` modules are held out from the engine's developers."""
