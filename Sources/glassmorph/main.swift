print("glassmorph")
