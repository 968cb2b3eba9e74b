import warnings

# asyncssh still names DSA keys, which the cryptography package warns about when it is
# imported: imported here once, quietly
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import asyncssh  # noqa: F401
