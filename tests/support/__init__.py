"""Test doubles at process boundaries (scripted OpenAI-compatible server) and their fixtures."""
