"""superbiz: an evidence-gated operations diagnosis chat service."""

__version__ = "0.1.0"
__all__ = ["__version__"]
